// Shared by every layer; it uses only itself.
struct CommonThing {
    var common = 0
}
