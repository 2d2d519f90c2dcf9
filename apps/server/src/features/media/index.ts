/** What other features use from media. */
export { putExportFile, readExportFile, removeExportFile } from './export-files.js';
export { processImage } from './images.js';
export { saveProfilePicture } from './profile-picture.js';
export { storeReplacing } from './store.js';
export { readImageUpload, requireImage } from './upload.js';
