// The nine-grid's previews: random cells from the host's seeded generator, or the count asked for.

import Cartography

/// The seed's Weibo nine-grid; Refresh (the right bar button) draws new cells.
struct NineGrid_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview("Nine-grid") { context in
                let controller = NineGridViewController(generator: context.random)
                try controller.fixCellCount(context.itemCount)
                return controller
            }
            .summary("The seed's Weibo nine-grid: 1 to 9 square cells in rows of three; Refresh draws new ones.")
        ]
    }
}
