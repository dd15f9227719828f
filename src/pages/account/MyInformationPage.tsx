import { useLingui } from '@lingui/react/macro'
import { updateProfile, updateProfilePhoto, type Customer } from '@/api'
import { ProfileForm, ProfilePhotoCard, type ProfileValues } from '@/components/account'
import { useFormSubmission } from '@/hooks/useFormSubmission'
import { sessionStore, useSession } from '@/session'
import { AccountPage } from './AccountPage'
import { TEXTS } from '@/account/feedback'
import styles from './MyInformationPage.module.css'

/** The profile form and the photo card of one signed-in customer. */
function MyInformation({ user }: { user: Customer }) {
  const profile = useFormSubmission(
    async (values: ProfileValues) => {
      const answer = await updateProfile(user.id, values)
      // The stored customer follows the change, so the header shows the new name at once.
      sessionStore.updateUser(answer.user ?? { ...user, ...values })
    },
    { success: TEXTS.profileUpdated },
  )
  const photo = useFormSubmission(
    async (file: File) => {
      const answer = await updateProfilePhoto({ user_id: user.id, image: file })
      sessionStore.updateUser({ ...user, image: answer.image || user.image })
    },
    { success: TEXTS.photoUploaded },
  )

  return (
    <div className={styles.columns}>
      <ProfileForm
        defaultValues={{ name: user.name, email: user.email, phone: user.phone }}
        onSubmit={profile.submit}
        onFailure={profile.fail}
      />
      <ProfilePhotoCard image={user.image} name={user.name} onUpload={photo.submit} onFailure={photo.fail} />
    </div>
  )
}

/** /my-information (login required): profile update (name, email, phone) and profile photo. */
export default function MyInformationPage() {
  const { t } = useLingui()
  const { user } = useSession()
  return (
    <AccountPage active="information" title={t`Update profile`}>
      {user && <MyInformation key={user.id} user={user} />}
    </AccountPage>
  )
}
