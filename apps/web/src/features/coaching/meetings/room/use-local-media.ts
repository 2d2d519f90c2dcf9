import { useCallback, useEffect, useRef, useState } from 'react';

/** Why the camera and microphone could not be opened. */
export type MediaProblem = 'denied' | 'missing' | 'busy' | 'insecure';

export interface DeviceChoice {
  cameraId: string | null;
  microphoneId: string | null;
}

export interface LocalMedia {
  stream: MediaStream | null;
  problem: MediaProblem | null;
  pending: boolean;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  choice: DeviceChoice;
  /** Opens (again) the chosen camera and microphone. */
  start: (choice?: DeviceChoice) => Promise<void>;
  /** Turns the camera and microphone off (the light goes out). */
  stop: () => void;
}

function problemOf(error: unknown): MediaProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'busy';
}

const constraint = (deviceId: string | null): MediaTrackConstraints | boolean =>
  deviceId ? { deviceId: { exact: deviceId } } : true;

/** Both devices; without a camera (or a microphone), the other one alone. */
async function openDevices(choice: DeviceChoice): Promise<MediaStream> {
  const video = constraint(choice.cameraId);
  const audio = constraint(choice.microphoneId);
  try {
    return await navigator.mediaDevices.getUserMedia({ video, audio });
  } catch (error) {
    if (problemOf(error) !== 'missing') throw error;
    try {
      return await navigator.mediaDevices.getUserMedia({ audio });
    } catch {
      return navigator.mediaDevices.getUserMedia({ video });
    }
  }
}

/** The member's camera and microphone for the meeting: opened on demand, switched, stopped on unmount. */
export function useLocalMedia(): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [pending, setPending] = useState(false);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [choice, setChoice] = useState<DeviceChoice>({ cameraId: null, microphoneId: null });
  const current = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    current.current?.getTracks().forEach((track) => track.stop());
    current.current = null;
    setStream(null);
  }, []);

  const start = useCallback(
    async (next: DeviceChoice = choice) => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem('insecure');
        return;
      }
      setPending(true);
      stop();
      try {
        const opened = await openDevices(next);
        current.current = opened;
        setStream(opened);
        setProblem(null);
        setChoice({
          cameraId: opened.getVideoTracks()[0]?.getSettings().deviceId ?? null,
          microphoneId: opened.getAudioTracks()[0]?.getSettings().deviceId ?? null,
        });
        // Device names are only given once the member has allowed access.
        setDevices(await navigator.mediaDevices.enumerateDevices());
      } catch (error) {
        setProblem(problemOf(error));
      } finally {
        setPending(false);
      }
    },
    [choice, stop],
  );

  useEffect(() => stop, [stop]);

  return {
    stream,
    problem,
    pending,
    cameras: devices.filter((device) => device.kind === 'videoinput' && device.deviceId),
    microphones: devices.filter((device) => device.kind === 'audioinput' && device.deviceId),
    choice,
    start,
    stop,
  };
}
