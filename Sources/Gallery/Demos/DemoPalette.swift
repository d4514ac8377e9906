// The colours the layout demos share, so that the same role looks the same in every demo.

import Cartography

/// Colours for the demos: flat, distinct, readable under black text.
enum DemoPalette {
    static let red = UIColor(red: 0.91, green: 0.30, blue: 0.24)
    static let blue = UIColor(red: 0.20, green: 0.46, blue: 0.86)
    static let green = UIColor(red: 0.18, green: 0.69, blue: 0.45)
    static let yellow = UIColor(red: 0.96, green: 0.77, blue: 0.19)
    static let purple = UIColor(red: 0.56, green: 0.35, blue: 0.80)
    static let slate = UIColor(red: 0.27, green: 0.33, blue: 0.40)
    static let paper = UIColor(white: 0.96)
}

/// The group every layout demo is listed under in the sidebar.
enum DemoGroup {
    static let name = "Layout demos"
}
