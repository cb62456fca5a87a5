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
  fileTooLargeTitle: 'File too large',
  fileTooLarge: 'File must be smaller than 5MB',
  invalidFileTypeTitle: 'Invalid file type',
  invalidFileType: 'Please select a valid image file',
} as const;

/** Spec §9: the logo may be at most 5 MB. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
