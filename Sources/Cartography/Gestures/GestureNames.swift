// UIKit's names for the gesture recognizers.

/// UIGestureRecognizer.
public typealias UIGestureRecognizer = GestureRecognizer
/// UITapGestureRecognizer.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIGestureRecognizer.State's name before iOS 12.
public typealias UIGestureRecognizerState = GestureRecognizer.State
/// UILongPressGestureRecognizer.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UISwipeGestureRecognizer.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// UISwipeGestureRecognizer.Direction's name before iOS 12.
public typealias UISwipeGestureRecognizerDirection = SwipeGestureRecognizer.Direction
