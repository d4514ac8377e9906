// The variables a tableau holds: each one's symbol, its value cell, and how many constraints use it.

/// The tableau's side of its variables, indexed by symbol id where it is per symbol.
struct VariableRegistry {
    /// This tableau's number, stored in the variables it registers.
    let serial: UInt64
    /// Whether variables remember their symbol in their own slot (the main tableau) or only in `shared`
    /// (throwaway tableaus used to explain conflicts).
    let usesVariableSlots: Bool
    /// Per symbol: the variable of an external symbol, else nil.
    var variables: [Variable?] = []
    /// Per symbol: the position of an external symbol in `externals`, or -1.
    var position: [Int32] = []
    /// Every external symbol, for `Tableau.writeValues`.
    var externals: [Int32] = []
    /// The value cell of each symbol in `externals`, at the same position.
    var cells: [UnsafeMutablePointer<Double>] = []
    /// Per symbol: how many added constraints mention an external symbol.
    var useCount: [Int32] = []
    /// Symbols of variables whose own slot belongs to another tableau.
    var shared: [ObjectIdentifier: Int32] = [:]

    init(serial: UInt64, usesVariableSlots: Bool) {
        self.serial = serial
        self.usesVariableSlots = usesVariableSlots
    }
}
