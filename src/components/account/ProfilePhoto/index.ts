export { PROFILE_PHOTO_RULES, ProfilePhotoCard, photoSchema } from './ProfilePhotoCard'
export type { ProfilePhotoCardProps } from './ProfilePhotoCard'
