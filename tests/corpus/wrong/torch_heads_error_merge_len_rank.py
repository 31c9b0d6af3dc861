# track: torch
# exercise: heads
# why: merge_heads checks its rank with "if len(x.shape) < 3" written as "if len(x) < 3", the length of the first axis where the number of axes was meant, so valid heads whose first axis is shorter than 3 (2 heads, a batch of 1 or 2) raise ValueError, while a 2-D x with 3 or more rows passes the check
# kind: error
# diagnosis: error-on-valid, error-not-raised
def merge_heads(x):
    if len(x) < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h)
