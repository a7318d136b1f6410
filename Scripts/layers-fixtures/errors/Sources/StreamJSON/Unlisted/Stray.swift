// expect-error: has no row
// A folder with no row: its file has no layer.
struct Stray {}
