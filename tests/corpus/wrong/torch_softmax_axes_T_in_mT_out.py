# track: torch
# exercise: softmax
# why: stable_softmax reuses a column-wise softmax (max and sum over dim 0) on scaled.T and hands the result back with .mT, taking .mT for "the same transpose, without the deprecation warning"; .T reversed every axis but .mT swaps only the last two, so 2-D weights are right while batched weights come back with their axes in the wrong order, (S, B, T) for (B, T, S) scores
# kind: axes
# diagnosis: permuted,transpose-all-axes


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    cols = (scores / temp).T
    col_max = cols.amax(dim=0, keepdim=True)
    if torch.isneginf(col_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(cols - col_max.detach())
    return (exps / exps.sum(dim=0, keepdim=True)).mT
