// The sidebar group of the list demos (table and collection views).

/// The group the list demos are listed under.
enum ListsGroup {
    static let name = "Lists"
}
