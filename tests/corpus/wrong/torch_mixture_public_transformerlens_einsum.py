# track: torch
# exercise: mixture
# why: weighted_mixture ports TransformerLens's z = einsum("batch key_pos head_index d_head, batch head_index query_pos key_pos -> batch query_pos head_index d_head", v, pattern) as torch.einsum("bkhd,bhqk->bqhd", values, weights), written for values laid out (B, S, H, d_head); the kit's (..., S, d_v) values and (..., T, S) weights have no such axes, so 2-D and 3-D inputs raise and 4-D ones raise unless H, S and T happen to line up
# kind: public
# diagnosis: einsum-letters,fixed-ndim

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return torch.einsum("bkhd,bhqk->bqhd", values, weights)
