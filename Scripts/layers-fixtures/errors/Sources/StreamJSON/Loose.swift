// expect-error: directly under
// A file with no folder has no layer; its uses are not judged: HighThing().
let looseThing = HighThing()
