// UIKit's names for our types, so UIKit-era code ports with few edits.

/// UIView.
public typealias UIView = View
/// UILabel.
public typealias UILabel = Label
/// UIColor.
public typealias UIColor = Color
/// UIViewController.
public typealias UIViewController = ViewController
/// UIBarButtonItem.
public typealias UIBarButtonItem = BarButtonItem
/// UIBarButtonItemStyle (UIBarButtonItem.Style).
public typealias UIBarButtonItemStyle = BarButtonItem.Style
/// NSTextAlignment.
public typealias NSTextAlignment = TextAlignment
/// UIEdgeInsets.
public typealias UIEdgeInsets = EdgeInsets
/// UILayoutGuide.
public typealias UILayoutGuide = LayoutGuide
/// UILayoutPriority.
public typealias UILayoutPriority = LayoutPriority
/// NSLayoutConstraint.
public typealias NSLayoutConstraint = LayoutConstraint
/// NSLayoutConstraint.Attribute.
public typealias NSLayoutAttribute = LayoutAttribute
/// NSLayoutConstraint.Relation.
public typealias NSLayoutRelation = LayoutRelation
/// UIUserInterfaceLayoutDirection.
public typealias UIUserInterfaceLayoutDirection = LayoutDirection
/// UISemanticContentAttribute.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIUserInterfaceStyle.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// UIUserInterfaceSizeClass.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UITraitCollection.
public typealias UITraitCollection = TraitCollection
/// UIContentSizeCategory.
public typealias UIContentSizeCategory = ContentSizeCategory
/// UILayoutConstraintAxis (NSLayoutConstraint.Axis).
public typealias UILayoutConstraintAxis = LayoutConstraint.Axis
/// UIStackView.
public typealias UIStackView = StackView
/// UIScrollView.
public typealias UIScrollView = ScrollView
/// UIFont.
public typealias UIFont = Font
/// NSLineBreakMode.
public typealias NSLineBreakMode = LineBreakMode
/// UIControl.
public typealias UIControl = Control
/// UIAction.
public typealias UIAction = Action
/// UIButton.
public typealias UIButton = Button
/// UIImage.
public typealias UIImage = Image
/// UIImageView.
public typealias UIImageView = ImageView
/// UITextField.
public typealias UITextField = TextField
/// UISwitch.
public typealias UISwitch = Switch
/// UITableViewCell.
public typealias UITableViewCell = TableViewCell
/// UIViewContentMode (UIView.ContentMode).
public typealias UIViewContentMode = View.ContentMode
/// UIPanGestureRecognizer.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// NSLayoutAnchor.
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>
/// NSLayoutXAxisAnchor.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// NSLayoutYAxisAnchor.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// NSLayoutDimension.
public typealias NSLayoutDimension = LayoutDimension
/// UIKeyboardLayoutGuide (a ``LayoutGuide`` made with ordinary constraints; see ``View/keyboardLayoutGuide``).
public typealias UIKeyboardLayoutGuide = LayoutGuide
/// UITableView.
public typealias UITableView = TableView
/// UITableViewStyle (UITableView.Style).
public typealias UITableViewStyle = TableView.Style
/// UITableViewRowAnimation (UITableView.RowAnimation).
public typealias UITableViewRowAnimation = TableView.RowAnimation
/// UITableViewScrollPosition (UITableView.ScrollPosition).
public typealias UITableViewScrollPosition = TableView.ScrollPosition
/// UITableViewDataSource.
public typealias UITableViewDataSource = TableViewDataSource
/// UITableViewDelegate.
public typealias UITableViewDelegate = TableViewDelegate
/// UITableViewController.
public typealias UITableViewController = TableViewController
/// UITableViewCellSeparatorStyle (UITableViewCell.SeparatorStyle).
public typealias UITableViewCellSeparatorStyle = TableViewCell.SeparatorStyle
/// UICollectionView.
public typealias UICollectionView = CollectionView
/// UICollectionViewCell.
public typealias UICollectionViewCell = CollectionViewCell
/// UICollectionViewLayout.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UICollectionViewFlowLayout.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UICollectionViewLayoutAttributes.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// UICollectionViewScrollDirection (UICollectionView.ScrollDirection).
public typealias UICollectionViewScrollDirection = CollectionViewFlowLayout.ScrollDirection
/// UICollectionViewDataSource.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UICollectionViewDelegate.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UICollectionViewDelegateFlowLayout.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// UICollectionViewCompositionalLayout.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// NSCollectionLayoutDimension.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// NSCollectionLayoutSize.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// NSCollectionLayoutSpacing.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// NSCollectionLayoutItem.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// NSCollectionLayoutGroup.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// NSCollectionLayoutSection.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// NSCollectionLayoutBoundarySupplementaryItem.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// NSCollectionLayoutEnvironment.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// UICollectionLayoutSectionOrthogonalScrollingBehavior.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
    CollectionLayoutSectionOrthogonalScrollingBehavior
/// NSRectAlignment.
public typealias NSRectAlignment = RectAlignment
/// NSDiffableDataSourceSnapshot.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
/// UICollectionViewDiffableDataSource.
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
/// UITableViewDiffableDataSource.
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
/// UIContentConfiguration.
public typealias UIContentConfiguration = ContentConfiguration
/// UIContentView.
public typealias UIContentView = ContentView
/// UIListContentConfiguration.
public typealias UIListContentConfiguration = ListContentConfiguration
/// UIListContentView.
public typealias UIListContentView = ListContentView
/// UICollectionReusableView.
public typealias UICollectionReusableView = CollectionReusableView
/// UICollectionViewListCell.
public typealias UICollectionViewListCell = CollectionViewListCell
/// UICollectionViewCompositionalLayoutConfiguration.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
