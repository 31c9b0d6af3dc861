# track: torch
# exercise: softmax
# why: stable_softmax ports the body of the Triton fused-softmax kernel, row_minus_max = row - tl.max(row, axis=0) and numerator / tl.sum(numerator, axis=0), where each program holds one 1-D row; on the kit's (..., T, S) scores axis 0 is the first axis (the queries in 2-D, the batch otherwise), so the maxima and the sums run over the wrong axis
# kind: public
# diagnosis: softmax-axis,reduced-other-axis


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    row = scores / temp
    if torch.isneginf(row.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    row_minus_max = row - row.amax(dim=0, keepdim=True).detach()
    numerator = torch.exp(row_minus_max)
    return numerator / numerator.sum(dim=0, keepdim=True)
