# track: torch
# exercise: mixture
# why: weighted_mixture maps torch.mv over the value columns, torch.func.vmap(torch.mv, in_dims=(None, -1), out_dims=-1)(weights, values) ("each output feature is the weights times one value column"); inside the map torch.mv needs a 2-D weights matrix and a 1-D column, so only unbatched inputs work and any batch or head axis raises RuntimeError
# kind: crash
# diagnosis: fixed-ndim,fixed-leading-axes

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    column_mix = torch.func.vmap(torch.mv, in_dims=(None, -1), out_dims=-1)
    return column_mix(weights, values)
