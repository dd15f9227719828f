export { PAN_STEP, ProductGallery, type GalleryImage, type ProductGalleryProps } from './ProductGallery'
