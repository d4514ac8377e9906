// SnapKit's names for the library's types, as SnapKit gives them on iOS.

import Cartography
import Foundation

/// The views SnapKit constrains (UIView).
public typealias ConstraintView = View
/// The layout guides SnapKit constrains (UILayoutGuide).
public typealias ConstraintLayoutGuide = LayoutGuide
/// A view controller's top or bottom layout guide (UILayoutSupport).
public typealias ConstraintLayoutSupport = LayoutSupport
/// Insets by left and right (UIEdgeInsets), as `inset(_:)` and `equalTo(_:)` take them.
public typealias ConstraintInsets = EdgeInsets
/// Insets by leading and trailing (NSDirectionalEdgeInsets), as `inset(_:)` and `equalTo(_:)` take them.
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets
/// Which way leading and trailing point (UIUserInterfaceLayoutDirection), for ``ConstraintConfig``.
public typealias ConstraintInterfaceLayoutDirection = LayoutDirection
