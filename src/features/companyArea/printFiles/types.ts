/**
 * A file the user picked, as actions carry it: its bytes stay in the `pickedFiles` service under
 * `id`, so every action stays serializable.
 */
export interface PickedFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

/** An upload under way for a company. */
export interface UploadProgress {
  total: number;
  done: number;
  /** The file being sent now. */
  current: string | null;
  /** An EPS, PDF or AI being converted to its preview and uploaded. */
  converting: boolean;
}
