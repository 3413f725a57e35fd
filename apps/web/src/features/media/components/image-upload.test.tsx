// @vitest-environment jsdom
import { mediaMessages } from '@queueless/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from './image-upload';

/** A stand-in XMLHttpRequest: records what was sent; the test answers it, moves its progress or sees it aborted. */
class FakeRequest {
  static last: FakeRequest | null = null;
  static sent = 0;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.sent += 1;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'lager.jpg', { type: 'image/jpeg' });
const uploaded = { imageUrl: '/media/3f/3f2a9c0d1e4b5a6978c0d1e2.640x480.640.webp', width: 640, height: 480 };

function choose(file: File) {
  fireEvent.change(screen.getByLabelText(/choose photo|change photo/i), { target: { files: [file] } });
}

beforeEach(() => {
  FakeRequest.last = null;
  FakeRequest.sent = 0;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ImageUpload', () => {
  it('shows the chosen photo at once with its progress, then hands back the uploaded URL', async () => {
    const onChange = vi.fn();
    render(<ImageUpload vendorId="AD708-V" value={null} onChange={onChange} />);
    expect(screen.getByText('No photo')).toBeTruthy();
    choose(photo());

    const request = FakeRequest.last as FakeRequest;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/media-service/v1/vendors/AD708-V/images');
    expect((request.body?.get('file') as File | undefined)?.name).toBe('lager.jpg');
    expect(screen.getByRole('img', { name: 'The chosen photo, uploading' }).getAttribute('src')).toBe('blob:preview');
    act(() => request.upload.onprogress?.({ lengthComputable: true, loaded: 45, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('45');
    expect(screen.getByText('Uploading… 45%')).toBeTruthy();
    expect((screen.getByLabelText(/choose photo/i) as HTMLInputElement).disabled).toBe(true);

    await act(async () => request.answer(201, uploaded));
    expect(onChange).toHaveBeenCalledWith(uploaded);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('says why the server refused the photo, in its words, and keeps the old one', async () => {
    const onChange = vi.fn();
    render(<ImageUpload vendorId="V1" value={uploaded.imageUrl} onChange={onChange} />);
    choose(photo());
    await act(async () =>
      FakeRequest.last?.answer(415, { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: mediaMessages.notAnImage } }),
    );
    expect(screen.getByRole('alert').textContent).toBe(mediaMessages.notAnImage);
    expect(onChange).not.toHaveBeenCalled();
    const current = screen.getByRole('img', { name: 'The current photo' });
    expect(current.getAttribute('srcset')).toContain('/media/3f/3f2a9c0d1e4b5a6978c0d1e2.640x480.160.webp 160w');
  });

  it('refuses a photo over 10 MB without sending it', async () => {
    render(<ImageUpload vendorId="V1" value={null} onChange={vi.fn()} />);
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await act(async () => choose(huge));
    expect(screen.getByRole('alert').textContent).toBe(mediaMessages.tooLarge);
    expect(FakeRequest.sent).toBe(0);
  });

  it('cancels an upload going, and removes the photo', async () => {
    const onChange = vi.fn();
    render(<ImageUpload vendorId="V1" value={uploaded.imageUrl} onChange={onChange} />);
    choose(photo());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' })));
    expect(FakeRequest.last?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
