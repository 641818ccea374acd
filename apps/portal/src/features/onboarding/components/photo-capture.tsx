import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, FileButton } from '@portal/ui';
import { photoFromBlob, readPhoto, type CapturedPhoto, type ImageProblem } from '../../../lib/image-file';

/**
 * Takes one photo: with the camera (getUserMedia) when the browser allows it, else (or by choice) from a
 * file. The patient sees the photo and retakes it or uses it. Nothing leaves the page until they use it.
 */
export function PhotoCapture({
  facing,
  fileName,
  alt,
  onUse,
  photo,
  onPhoto,
  confirmTitle,
  confirmDescription,
}: {
  /** 'environment' for an ID (back camera), 'user' for a selfie. */
  facing: 'environment' | 'user';
  /** Base name for a camera shot (an uploaded file keeps its own name). */
  fileName: string;
  alt: string;
  photo: CapturedPhoto | null;
  onPhoto: (photo: CapturedPhoto | null) => void;
  onUse: (photo: CapturedPhoto) => void;
  confirmTitle: string;
  confirmDescription: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [cameraOn, setCameraOn] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const canUseCamera = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

  const stopCamera = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setCameraOn(false);
  };
  useEffect(() => stopCamera, []);

  const startCamera = async () => {
    setProblem(null);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: facing },
        audio: false,
      });
      setCameraOn(true);
      requestAnimationFrame(() => {
        if (video.current && stream.current) {
          video.current.srcObject = stream.current;
          void video.current.play().catch(() => undefined);
        }
      });
    } catch {
      setCameraFailed(true);
    }
  };

  const takePhoto = () => {
    const element = video.current;
    if (!element) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth || 1280;
    canvas.height = element.videoHeight || 720;
    canvas.getContext('2d')?.drawImage(element, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        stopCamera();
        if (blob) void photoFromBlob(blob, `${fileName}.jpg`).then(onPhoto);
      },
      'image/jpeg',
      0.9,
    );
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = await readPhoto(file);
    setProblem(typeof read === 'string' ? read : null);
    if (typeof read !== 'string') onPhoto(read);
  };

  const retake = () => {
    if (photo) URL.revokeObjectURL(photo.previewUrl);
    onPhoto(null);
  };

  if (photo) {
    return (
      <section aria-labelledby={`${inputId}-confirm`} className="flex flex-col gap-4">
        <h2 id={`${inputId}-confirm`} className="text-xl font-semibold">
          {confirmTitle}
        </h2>
        <p>{confirmDescription}</p>
        <img
          src={photo.previewUrl}
          alt={alt}
          className="max-h-80 w-full rounded-md border border-border object-contain"
        />
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => onUse(photo)}>{t('onboarding.verify.capture.usePhoto')}</Button>
          <Button variant="secondary" onClick={retake}>
            {t('onboarding.verify.capture.retake')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {cameraOn ? (
        <>
          <video
            ref={video}
            aria-label={t('onboarding.verify.capture.preview')}
            className="max-h-80 w-full rounded-md bg-on-surface object-contain"
            playsInline
            muted
          />
          <div className="flex flex-wrap gap-3">
            <Button onClick={takePhoto}>{t('onboarding.verify.capture.takePhoto')}</Button>
            <Button variant="secondary" onClick={stopCamera}>
              {t('onboarding.verify.capture.stopCamera')}
            </Button>
          </div>
        </>
      ) : (
        canUseCamera &&
        !cameraFailed && (
          <Button onClick={() => void startCamera()}>{t('onboarding.verify.capture.openCamera')}</Button>
        )
      )}
      {cameraFailed && <Alert tone="warning" title={t('onboarding.verify.capture.cameraUnavailable')} />}
      {/* The browser's own file button speaks the browser's language ("Choose File"): FileButton's is the page's */}
      <FileButton
        label={
          canUseCamera && !cameraFailed
            ? t('onboarding.verify.capture.upload')
            : t('onboarding.verify.capture.chooseFile')
        }
        accept="image/*"
        onChange={(event) => void onFile(event)}
        error={problem ? t(`onboarding.verify.capture.${problem}`) : undefined}
      />
    </div>
  );
}
