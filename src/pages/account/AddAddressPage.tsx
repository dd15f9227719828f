import { useLingui } from '@lingui/react/macro'
import type { Customer } from '@/api'
import { addAddress } from '@/api'
import { AddressForm } from '@/components/account'
import { useSession } from '@/session'
import { AccountPage } from './AccountPage'
import { TEXTS } from '@/account/feedback'
import { useAddressForm } from '@/account/useAddressForm'

function NewAddress({ user }: { user: Customer }) {
  const { t } = useLingui()
  const form = useAddressForm(user.id, '', (input) => addAddress(user.id, input), TEXTS.addressAdded)
  // Name, email and phone start from the profile; the shopper can change them for this address.
  return (
    <AddressForm
      {...form}
      defaultValues={{ first_name: user.name, email: user.email, phone: user.phone }}
      submitLabel={t`Save Address`}
    />
  )
}

/** /add-address (login required): 'New Address Added Successful!' and back to /my-address. */
export default function AddAddressPage() {
  const { t } = useLingui()
  const { user } = useSession()
  return (
    <AccountPage active="addresses" title={t`Add New Address`}>
      {user && <NewAddress key={user.id} user={user} />}
    </AccountPage>
  )
}
