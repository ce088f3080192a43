/**
 * The dialogs, in one chunk of their own: home's first load carries the bar and the rules only
 * (product rule 10.12: every byte on the home path earns its place); the popup's first visit and a
 * tap on the bar's Install fetch the rest.
 */
export { DownloadPopup } from './DownloadPopup';
export { InstallGuideDialog } from './InstallGuideDialog';
