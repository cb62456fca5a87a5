/** The settings screen's toasts and client-side messages (accounts spec §5, §8), spelled once. */
export const SETTINGS_MESSAGES = {
  errorTitle: 'Error',
  profileUpdated: 'Profile Updated',
  profileFailed: 'Failed to update profile. Please try again.',
  passwordChanged: 'Password Changed',
  passwordFailed: 'Failed to change password. Please check your current password.',
  clinicUpdated: 'Clinic Information Updated',
  clinicFailed: 'Failed to update clinic information. Please try again.',
  logoUpdated: 'Logo Updated',
  logoFailed: 'Failed to update logo. Please try again.',
  uploadSuccessful: 'Upload successful',
  uploadFailedTitle: 'Upload failed',
  uploadFailed: 'Failed to upload logo. Please try again.',
  // Titles only: the descriptions are the server's own upload messages (core/uploads).
  fileTooLargeTitle: 'File too large',
  invalidFileTypeTitle: 'Invalid file type',
} as const;
