# track: torch
# exercise: heads
# why: the student's stable_softmax takes the row maxima with scaled.amax(dim=-1) without keepdim=True, so the (..., T) maxima line up with the last axes instead of the rows: attention and multi-head attention raise a size mismatch for most shapes (batched inputs, T != S) and, for unbatched self-attention (T == S), subtract each key's row maximum from its column and return wrong weights
# kind: knock-on
# diagnosis: softmax-keepdims, broadcast-after-reduction


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
