// How a stack view sizes its arranged views along its axis and places them across it.

extension StackView {
    /// How arranged views share the stack's length along its axis, as `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// The views fill the stack; the one with the lowest content hugging priority stretches (the
        /// lowest compression resistance shrinks), as their content-size constraints decide.
        case fill
        /// The views fill the stack and are all the same length.
        case fillEqually
        /// The views fill the stack, each in proportion to its intrinsic length along the axis.
        case fillProportionally
        /// The views keep their lengths; the gaps between them are equal and at least ``StackView/spacing``.
        case equalSpacing
        /// The views keep their lengths; their centers are equally far apart (at priority 150), the gaps at
        /// least ``StackView/spacing``.
        case equalCentering
    }

    /// How arranged views are placed across the stack's axis, as `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// The views fill the stack across its axis.
        case fill
        /// Leading edges (vertical stacks) or top edges (horizontal stacks) line up with the stack's.
        case leading
        /// First baselines line up (horizontal stacks; a vertical stack treats it as ``fill``).
        case firstBaseline
        /// The views are centered across the axis.
        case center
        /// Trailing edges (vertical stacks) or bottom edges (horizontal stacks) line up with the stack's.
        case trailing
        /// Last baselines line up (horizontal stacks; a vertical stack treats it as ``fill``).
        case lastBaseline

        /// Top edges line up (the same as ``leading``, as in UIKit).
        public static var top: Alignment { .leading }
        /// Bottom edges line up (the same as ``trailing``, as in UIKit).
        public static var bottom: Alignment { .trailing }
    }
}
