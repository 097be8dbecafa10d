export {
  CAMERA_UNSUPPORTED_MESSAGE,
  KycCamera,
  MAX_UPLOAD_BYTES,
  photoToJpeg,
  type KycCameraProps,
} from './KycCamera';
