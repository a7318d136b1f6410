// A subfolder of Low is Low: its uses of LowThing and CommonThing are its own layer's and the
// shared one's.
struct LowPart {
    var thing = lowHelper()
    var common = CommonThing()
}
