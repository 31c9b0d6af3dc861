# track: torch
# exercise: masking
# why: causal_mask is _band(t, t, 0), the band of keys i - t <= j <= i, but the helper _band cuts the lower edge with .triu(below) where .triu(-below) was meant, and triu(t) keeps nothing, so causal_mask returns a mask that is False everywhere
# kind: knockon
# diagnosis: mask-all-one-value


def _band(t, below, above, device=None):
    """Bool (t, t) band: query i sees key j when i - below <= j <= i + above."""
    ones = torch.ones(t, t, dtype=torch.bool, device=device)
    return ones.tril(above).triu(below)


def causal_mask(t, device=None):
    return _band(t, t, 0, device)
