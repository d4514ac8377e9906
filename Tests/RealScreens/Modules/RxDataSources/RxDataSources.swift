// A stand-in for RxDataSources: the screens import it without using it in what they lay out.

/// Marks the stand-in module.
public enum RxDataSourcesStandIn {}
