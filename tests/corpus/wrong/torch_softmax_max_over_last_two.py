# track: torch
# exercise: softmax
# why: shifts by the largest score of each (T, S) attention map, scaled.amax(dim=(-2, -1), keepdim=True), instead of each row's maximum, so a query row far below the map's maximum underflows to 0/0 (NaN) for large scores
# kind: axes-shapes
# diagnosis: softmax-global-max, fails-with-extreme-scores
# miss: the catalogue's global max is the whole array's, which a batched case rules out; large scores are right too where each row reaches the map's largest score (one row, or rows with equal maxima), so no pattern of the scores' size holds: what tells the wrong cases apart is a row far below another row's maximum, which no pattern reads


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    map_max = scaled.amax(dim=(-2, -1), keepdim=True)
    exps = torch.exp(scaled - map_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
