import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '#web/components/ui/toast';
import { isCameraStartedOnOpen } from '#web/features/scanner/camera-start';
import { canDecodeInWorker, getQrDecoder } from './qr-decoder';
import { scannerMessages } from './scanner-messages';

/** idle: camera off; scanning: looking for a code; processing: a code was read and the page is acting on it. */
export type ScannerState = 'idle' | 'scanning' | 'processing';

/** At most ~13 decodes a second: instant to a person, and the phone stays cool. */
export const DECODE_INTERVAL_MS = 75;
/** After resuming, the code just handled is ignored this long, so an unusable code is not reported 13 times a second. */
export const SAME_CODE_COOLDOWN_MS = 2_500;
/** Frames are cropped to the square the viewfinder shows and scaled down to at most this many pixels a side. */
const MAX_DECODE_SIDE = 800;

const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

function grabFrame(video: HTMLVideoElement): Promise<ImageBitmap> | null {
  const { videoWidth: width, videoHeight: height } = video;
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !width || !height) return null;
  const side = Math.min(width, height);
  const size = Math.min(side, MAX_DECODE_SIDE);
  const crop = [(width - side) / 2, (height - side) / 2, side, side] as const;
  return size < side
    ? createImageBitmap(video, ...crop, { resizeWidth: size, resizeHeight: size, resizeQuality: 'medium' })
    : createImageBitmap(video, ...crop);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Options = {
  /** Called once per code read, with the scanner in 'processing'; call resume() to scan on. */
  onScan: (text: string, controls: { resume: () => void }) => void;
  /** Start the camera as the page opens (default true; never on a back-office computer: isCameraStartedOnOpen). */
  autoStart?: boolean;
};

/**
 * The camera and the decode loop: frames go to the decoder worker one at a time, the main thread only grabs them.
 * The camera stops when the page is left or hidden, and starts again when it shows.
 */
export function useQrScanner({ onScan, autoStart: isAutoStartWanted = true }: Options) {
  // Read once per page: a back-office screen waits for a tap on Start camera; once tapped it behaves as a phone's.
  const [isStartedOnOpen] = useState(isCameraStartedOnOpen);
  const wasTapped = useRef(false);
  const autoStart = isAutoStartWanted && isStartedOnOpen;
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<ScannerState>('idle');
  const stateRef = useRef<ScannerState>('idle');
  const streamRef = useRef<MediaStream | null>(null);
  /** Bumped on every start and stop: an async step that finds it changed gives up. */
  const sessionRef = useRef(0);
  const lastCode = useRef<{ text: string; resumedAt: number } | null>(null);
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;
  const resumeRef = useRef(() => {});

  const moveTo = useCallback((next: ScannerState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const stopCamera = useCallback(() => {
    sessionRef.current++;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const runDecodeLoop = useCallback(
    async (session: number) => {
      const decoder = getQrDecoder();
      while (session === sessionRef.current && stateRef.current === 'scanning') {
        const started = performance.now();
        const video = videoRef.current;
        const frame = video ? grabFrame(video) : null;
        let text: string | null = null;
        if (frame) {
          try {
            text = await decoder.decode(await frame);
          } catch {
            // A frame that could not be read (the camera just stopped, say): try the next one.
          }
        }
        if (session !== sessionRef.current || stateRef.current !== 'scanning') return;
        const repeat = lastCode.current;
        const isCoolingDown =
          repeat !== null && repeat.text === text && performance.now() - repeat.resumedAt < SAME_CODE_COOLDOWN_MS;
        if (text && !isCoolingDown) {
          lastCode.current = { text, resumedAt: performance.now() };
          moveTo('processing');
          onScanRef.current(text, { resume: () => resumeRef.current() });
          return;
        }
        await wait(Math.max(0, DECODE_INTERVAL_MS - (performance.now() - started)));
      }
    },
    [moveTo],
  );

  const start = useCallback(async () => {
    stopCamera();
    const session = sessionRef.current;
    moveTo('scanning');
    try {
      if (!navigator.mediaDevices?.getUserMedia || !canDecodeInWorker()) throw new Error('No camera access here.');
      getQrDecoder();
      const stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      if (session !== sessionRef.current) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) {
        // The page shows something else now (a not-found page, say): no camera failure to report.
        stopCamera();
        moveTo('idle');
        return;
      }
      video.srcObject = stream;
      await video.play();
      if (session !== sessionRef.current) return;
      void runDecodeLoop(session);
    } catch (error) {
      if (session !== sessionRef.current) return;
      // play() is interrupted when a newer start replaces this one; that is not a camera failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      stopCamera();
      moveTo('idle');
      showToast({
        title: scannerMessages.cameraErrorTitle,
        description: scannerMessages.cameraErrorDescription,
        variant: 'error',
      });
    }
  }, [moveTo, runDecodeLoop, stopCamera]);

  /** Back to scanning after a code was handled (the camera stayed on); the same code is ignored for a moment. */
  const resume = useCallback(() => {
    if (stateRef.current !== 'processing') return;
    if (lastCode.current) lastCode.current.resumedAt = performance.now();
    if (!streamRef.current) {
      void start();
      return;
    }
    moveTo('scanning');
    void runDecodeLoop(sessionRef.current);
  }, [moveTo, runDecodeLoop, start]);

  resumeRef.current = resume;

  const stop = useCallback(() => {
    stopCamera();
    moveTo('idle');
  }, [moveTo, stopCamera]);

  useEffect(() => {
    if (autoStart) void start();
    return stopCamera;
  }, [autoStart, start, stopCamera]);

  // A hidden page gives the camera back; it starts again when the page shows (unless a code is being handled).
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' && stateRef.current === 'scanning') {
        stopCamera();
        moveTo('idle');
      } else if (
        document.visibilityState === 'visible' &&
        stateRef.current === 'idle' &&
        isAutoStartWanted &&
        (autoStart || wasTapped.current)
      ) {
        void start();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [autoStart, isAutoStartWanted, moveTo, start, stopCamera]);

  /** Start camera, tapped. */
  const startTapped = useCallback(() => {
    wasTapped.current = true;
    return start();
  }, [start]);

  return { videoRef, state, start: startTapped, resume, stop };
}
