/** The part of picomatch (v4, which ships no types) that spool uses. */
declare module 'picomatch' {
  interface PicomatchOptions {
    /** Let `*` and `**` match dotfiles. */
    dot?: boolean;
    /** Match a pattern without slashes against the basename of a path. */
    basename?: boolean;
  }
  /** Compiles `glob` into a matcher of POSIX paths. */
  function picomatch(glob: string, options?: PicomatchOptions): (path: string) => boolean;
  export default picomatch;
}
