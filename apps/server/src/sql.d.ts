/** SQL files are bundled as their text (esbuild's `text` loader; Vitest's `sql-as-text` plugin). */
declare module '*.sql' {
  const text: string;
  export default text;
}
