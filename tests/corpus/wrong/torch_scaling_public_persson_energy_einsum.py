# track: torch
# exercise: scaling
# why: scaled_scores keeps the energy line of Aladdin Persson's "Transformer from scratch", torch.einsum("nqhd,nkhd->nhqk", [queries, keys]), written for (N, T, H, d) tensors with the heads after the positions; on the kit's (..., T, d_k) layout 2-D and 3-D inputs raise (the equation needs 4 axes), and 4-D (B, H, T, d_k) input reads H as the positions, so T != S raises and T == S gives (B, T, H, H) scores
# kind: public
# diagnosis: einsum-letters,fixed-ndim

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    energy = torch.einsum("nqhd,nkhd->nhqk", [q, k])
    return energy / math.sqrt(q.shape[-1])
