// The previewer's built-in previews: demos written as an iOS developer would write them.

import Cartography

/// Every preview provider of the gallery, in the order the previewer lists them; the first preview is the
/// previewer's default.
public enum Gallery {
    @MainActor
    public static let providers: [any PreviewProvider.Type] = [
        NineGrid_Previews.self,
        NineGridAnchors_Previews.self,
        Layers_Previews.self,
        EqualWidths_Previews.self,
        ComplexWidths_Previews.self,
        SpacerGuides_Previews.self,
        HolyGrail_Previews.self,
        AspectRatio_Previews.self,
        RightToLeft_Previews.self,
        StackViews_Previews.self,
        Form_Previews.self,
        Breakpoint_Previews.self,
        DynamicText_Previews.self,
        ChatBubbles_Previews.self,
        Words_Previews.self,
        Quadrilateral_Previews.self,
        IntrinsicSize_Previews.self,
        Labels_Previews.self,
        Controls_Previews.self,
        PickersAndProgress_Previews.self,
        ButtonsAndDates_Previews.self,
        StackViewShowcase_Previews.self,
        ScrollView_Previews.self,
        ReadableWidth_Previews.self,
        VisualFormat_Previews.self,
        Animations_Previews.self,
        SongList_Previews.self,
        SignUpForm_Previews.self,
        Traits_Previews.self,
        SnapKitNineGrid_Previews.self,
        Lists_Previews.self,
    ]

    /// The gallery's previews, grouped by provider.
    @MainActor
    public static var catalog: PreviewCatalog { PreviewCatalog(providers: providers) }
}
