/**
 * Files the user picked, kept outside Redux: actions and state must stay serializable so DevTools
 * and the support log can replay them, so an action carries a picked file's id and a saga fetches
 * the File itself from here.
 */
export interface PickedFilesService {
  add: (file: File) => string;
  get: (id: string) => File | undefined;
  /** Forget a file once its upload is over, so its bytes can be collected. */
  release: (id: string) => void;
  /** A file's (or a converted preview's) bytes as a data URL, as the worker's JSON upload takes them. */
  readAsDataUrl: (blob: Blob) => Promise<string>;
}

export function createPickedFiles(
  readAsDataUrl: (blob: Blob) => Promise<string> = readWithFileReader,
): PickedFilesService {
  const files = new Map<string, File>();
  let counter = 0;
  return {
    add: (file) => {
      counter += 1;
      const id = `picked-${counter}`;
      files.set(id, file);
      return id;
    },
    get: (id) => files.get(id),
    release: (id) => void files.delete(id),
    readAsDataUrl,
  };
}

/**
 * The page's one registry: the drop area adds to it and the sagas get the same one injected, as a
 * component has no other way to hand a File to a saga.
 */
export const pickedFiles = createPickedFiles();

function readWithFileReader(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}
