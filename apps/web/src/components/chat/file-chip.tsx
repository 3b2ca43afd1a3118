import { messages } from '@prd/contract';
import { memo, useCallback } from 'react';
import FileIcon from 'lucide-react/icons/file';
import CloseIcon from 'lucide-react/icons/x';
import AudioIcon from 'lucide-react/icons/music';
import { fileKind } from './file-filter';

/** A ref giving the element a local preview address of the file, released when it goes. */
function useObjectUrl(file: File) {
  return useCallback(
    (element: HTMLImageElement | HTMLVideoElement | null) => {
      if (!element) return;
      const url = URL.createObjectURL(file);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
}

/** A pending file above the input: a thumbnail for images and video, an icon otherwise. */
export const FileChip = memo(function FileChip({
  file,
  onRemove,
}: {
  file: File;
  onRemove: () => void;
}) {
  const kind = fileKind(file);
  const preview = useObjectUrl(file);
  return (
    <li className="flex max-w-64 items-center gap-2 rounded-xl border border-line bg-surface-muted py-1 pr-1 pl-1 text-xs text-ink">
      <span className="grid size-9 shrink-0 place-items-center overflow-hidden rounded-lg bg-surface text-brand-600">
        {kind === 'image' ? (
          <img ref={preview} alt="" className="size-full object-cover" />
        ) : kind === 'video' ? (
          <video ref={preview} muted preload="metadata" className="size-full object-cover" />
        ) : kind === 'audio' ? (
          <AudioIcon className="size-4" strokeWidth={1.8} aria-hidden="true" />
        ) : (
          <FileIcon className="size-4" strokeWidth={1.8} aria-hidden="true" />
        )}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{file.name}</span>
        <span className="text-ink-muted">{messages.chatBox.fileKind[kind]}</span>
      </span>
      <button
        type="button"
        aria-label={messages.chatBox.removeFile(file.name)}
        onClick={onRemove}
        className="ml-auto rounded-md p-1 text-ink-muted hover:bg-line hover:text-ink"
      >
        <CloseIcon className="size-3.5" />
      </button>
    </li>
  );
});
