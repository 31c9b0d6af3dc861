# track: torch
# exercise: softmax
# why: stable_softmax writes the softmax of one row of scores and maps it over the queries with torch.vmap(_row_softmax, in_dims=-2), leaving out_dims at its default 0, so the query axis comes back first: 2-D scores are right, but batched scores (..., T, S) come back as (T, ..., S), the batch and head axes moved behind the queries
# kind: axes
# diagnosis: permuted, fails-with-leading-axes
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")

    def _row_softmax(row):
        exps = torch.exp(row - row.amax(dim=-1, keepdim=True).detach())
        return exps / exps.sum(dim=-1, keepdim=True)

    return torch.vmap(_row_softmax, in_dims=-2)(scaled)
