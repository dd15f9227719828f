export { ShareLinks, type ShareLinksProps } from './ShareLinks'
export { SHARE_POPUP, popupFeatures, shareTargets, type ShareNetwork, type ShareTarget } from './shareLinks'
