# track: torch
# exercise: heads
# why: split_heads does not validate n_heads: 0 raises ZeroDivisionError and a non-divisor RuntimeError
# diagnosis: error-not-valueerror


def split_heads(x, n_heads):
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
