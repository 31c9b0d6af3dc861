# track: torch
# exercise: heads
# why: split_heads lets unflatten validate the head count, try: x.unflatten(-1, (n_heads, -1)) except ValueError: raise ValueError(...), the exception NumPy's reshape raises; torch raises RuntimeError for a head count that does not divide the width (and for 0 or a negative count), so those bad inputs escape as RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    try:
        heads = x.unflatten(-1, (n_heads, -1))
    except ValueError as err:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}") from err
    return heads.transpose(-3, -2)
