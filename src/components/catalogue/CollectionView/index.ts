export { CollectionView, type CollectionViewProps } from './CollectionView'
