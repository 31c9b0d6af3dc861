# track: torch
# exercise: scaling
# why: scaled_scores lets the matrix product find a d_k mismatch and translates it in "except ValueError", the exception NumPy's matmul raises; torch's matmul raises RuntimeError, which the except clause does not catch, so mismatched widths escape as RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    try:
        products = q @ k.transpose(-2, -1)
    except ValueError as err:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}"
        ) from err
    return products / math.sqrt(q.shape[-1])
