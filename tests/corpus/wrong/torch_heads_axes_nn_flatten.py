# track: torch
# exercise: heads
# why: merge_heads swaps H and T and joins the heads with a torch.nn.Flatten() module, whose default start_dim=1 flattens everything from the second axis on; for unbatched heads that is (T, H*d_h), but with a batch axis T is folded into the features too, (B, T*H*d_h), and multi-head attention then fails at w_o
# kind: axes
# diagnosis: axes-folded


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    return torch.nn.Flatten()(x.transpose(-3, -2))
