import { useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router-dom'
import { updateAddress, type Address } from '@/api'
import { AddressForm, addressName } from '@/components/account'
import { useAddress } from '@/hooks/useAccount'
import { useSession } from '@/session'
import { ADDRESS_NOT_FOUND, recordPlaceholder } from './AccountLoadError'
import { AccountPage } from './AccountPage'
import { TEXTS } from '@/account/feedback'
import { idFromParam } from '@/account/params'
import { useAddressForm } from '@/account/useAddressForm'

function EditAddress({ customerId, address }: { customerId: number; address: Address }) {
  const { t } = useLingui()
  const form = useAddressForm(
    customerId,
    address.city,
    (input) => updateAddress(address.id, input),
    TEXTS.addressUpdated,
  )
  return (
    <AddressForm
      {...form}
      defaultValues={{
        first_name: addressName(address),
        address_line_one: address.address_line_one,
        address_line_tow: address.address_line_tow,
        city: address.city,
        area: address.area,
        email: address.email,
        phone: address.phone,
      }}
      submitLabel={t`Update Address`}
    />
  )
}

/** /update-address/{id} (login required): the saved address in the form; 'Address Update Successful!'. */
export default function UpdateAddressPage() {
  const { t } = useLingui()
  const { user } = useSession()
  const id = idFromParam(useParams().id)
  const { data, error, mutate } = useAddress(id)

  const placeholder = recordPlaceholder(
    id,
    { data, error, mutate },
    {
      failed: t`This address could not be loaded.`,
      loading: t`Loading the address...`,
      notFound: ADDRESS_NOT_FOUND,
    },
  )
  const content = placeholder ?? (data && user && <EditAddress key={data.id} customerId={user.id} address={data} />)

  return (
    <AccountPage active="addresses" title={t`Update Address`}>
      {content}
    </AccountPage>
  )
}
