# track: torch
# exercise: scaling
# why: scaled_scores lets the product find a width mismatch and translates it with "except TypeError or RuntimeError", but "TypeError or RuntimeError" evaluates to TypeError alone, so the RuntimeError torch's matmul raises for mismatched d_k escapes instead of becoming ValueError
# kind: error
# diagnosis: error-not-valueerror

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    try:
        raw = q @ k.transpose(-2, -1)
    except TypeError or RuntimeError as err:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} do not fit") from err
    return raw / math.sqrt(q.shape[-1])
