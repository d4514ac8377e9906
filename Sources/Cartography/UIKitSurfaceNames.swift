// UIKit's names for the controllers, controls, fonts and colours around the layout, and the names they
// had before iOS 12 (`UITableViewCellStyle`, `UIControlEvents`), so code of either age compiles.

/// UINavigationController.
public typealias UINavigationController = NavigationController
/// UINavigationBar.
public typealias UINavigationBar = NavigationBar
/// UINavigationItem.
public typealias UINavigationItem = NavigationItem
/// UIStatusBarStyle.
public typealias UIStatusBarStyle = StatusBarStyle
/// UIInterfaceOrientationMask.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// UIViewControllerTransitionCoordinator.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// UIViewControllerTransitionCoordinatorContext.
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
/// UITextView.
public typealias UITextView = TextView
/// UIInterfaceOrientation.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// UIScreen.
public typealias UIScreen = Screen
/// UIApplication.
public typealias UIApplication = RunningApplication
/// UIResponder.
public typealias UIResponder = Responder
/// UIAlertController.
public typealias UIAlertController = AlertController
/// UIAlertAction.
public typealias UIAlertAction = AlertAction
/// UITextFieldDelegate.
public typealias UITextFieldDelegate = TextFieldDelegate
/// NSTextContainer.
public typealias NSTextContainer = TextContainer
/// UIPickerView.
public typealias UIPickerView = PickerView
/// UIPickerViewDataSource.
public typealias UIPickerViewDataSource = PickerViewDataSource
/// UIPickerViewDelegate.
public typealias UIPickerViewDelegate = PickerViewDelegate
/// UIActivityIndicatorView.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIActivityIndicatorViewStyle (UIActivityIndicatorView.Style).
public typealias UIActivityIndicatorViewStyle = ActivityIndicatorView.Style
/// UIProgressView.
public typealias UIProgressView = ProgressView
/// UIProgressViewStyle (UIProgressView.Style).
public typealias UIProgressViewStyle = ProgressView.Style
/// UISegmentedControl.
public typealias UISegmentedControl = SegmentedControl
/// UISlider.
public typealias UISlider = Slider
/// UIPageControl.
public typealias UIPageControl = PageControl
/// UITableViewCellStyle (UITableViewCell.CellStyle).
public typealias UITableViewCellStyle = TableViewCell.CellStyle
/// UITableViewCellSelectionStyle (UITableViewCell.SelectionStyle).
public typealias UITableViewCellSelectionStyle = TableViewCell.SelectionStyle
/// UITableViewCellAccessoryType (UITableViewCell.AccessoryType).
public typealias UITableViewCellAccessoryType = TableViewCell.AccessoryType
/// UIControlEvents (UIControl.Event).
public typealias UIControlEvents = Control.Event
/// UIControlState (UIControl.State).
public typealias UIControlState = Control.State
/// UIFontTextStyle (UIFont.TextStyle).
public typealias UIFontTextStyle = Font.TextStyle
/// UIFontWeight (UIFont.Weight).
public typealias UIFontWeight = Font.Weight
/// NSLayoutFormatOptions (NSLayoutConstraint.FormatOptions).
public typealias NSLayoutFormatOptions = LayoutConstraint.FormatOptions
/// NSDirectionalEdgeInsets.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKeyboardType.
public typealias UIKeyboardType = KeyboardType
/// UIReturnKeyType.
public typealias UIReturnKeyType = ReturnKeyType
/// UITextAutocapitalizationType.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// UITextAutocorrectionType.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// UITextFieldViewMode (UITextField.ViewMode).
public typealias UITextFieldViewMode = TextField.ViewMode
/// UIImageRenderingMode (UIImage.RenderingMode).
public typealias UIImageRenderingMode = Image.RenderingMode
/// UIDatePicker.
public typealias UIDatePicker = DatePicker
/// UIDatePickerStyle (UIDatePicker's preferredDatePickerStyle).
public typealias UIDatePickerStyle = DatePicker.Style
/// UIStepper.
public typealias UIStepper = Stepper
/// UIFontMetrics.
public typealias UIFontMetrics = FontMetrics
