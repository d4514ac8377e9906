// Views with a chosen intrinsic content size, standing in for labels, fields and buttons.

import Foundation

@testable import Cartography

/// A view whose intrinsic content size is whatever the test sets (noIntrinsicMetric by default).
final class SizedView: View {
    var contentSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }

    convenience init(_ name: String, width: CGFloat = View.noIntrinsicMetric, height: CGFloat = View.noIntrinsicMetric)
    {
        self.init(frame: .zero)
        accessibilityIdentifier = name
        contentSize = CGSize(width: width, height: height)
    }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// A stack view as the root of its tree, at a given size (the host's size, as a window's).
func rootStack(width: CGFloat, height: CGFloat, _ views: [View]) -> StackView {
    let stack = StackView(arrangedSubviews: views)
    stack.accessibilityIdentifier = "stack"
    stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
    return stack
}

/// A value to six decimals: the solver's floating-point noise (1e-14) removed, nothing a test checks.
func rounded(_ value: CGFloat) -> CGFloat { (value * 1e6).rounded() / 1e6 }

/// A frame to six decimals.
func rounded(_ rect: CGRect) -> CGRect {
    CGRect(x: rounded(rect.minX), y: rounded(rect.minY), width: rounded(rect.width), height: rounded(rect.height))
}
