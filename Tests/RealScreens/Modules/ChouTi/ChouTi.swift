// A stand-in for ChouTi: the screens import it without using it in what they lay out.

/// Marks the stand-in module.
public enum ChouTiStandIn {}
